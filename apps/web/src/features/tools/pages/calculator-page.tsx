import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Calculator } from '#src/components/calculator/calculator.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Card, CardContent } from '#src/components/ui/card.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { isToolId, TOOLS } from '../catalogue.ts';
import type { RenderProductPicker } from '../components/reorder-tool.tsx';
import { ToolGrid } from '../components/tool-grid.tsx';
import { ToolView } from '../components/tool-view.tsx';
import type { ToolContext } from '../tool-context.ts';

/**
 * /calculator/{businessId}/{toolId?}: the calculator on its own page, or one business tool with
 * the others beside it.
 */
export function CalculatorPage({
  toolId,
  context,
  renderProductPicker,
}: {
  toolId?: string;
  context: ToolContext;
  renderProductPicker: RenderProductPicker;
}) {
  const { t, i18n } = useLingui();
  const back = (
    <Button variant="outline" asChild>
      <Link to={`/tools/${context.businessId}`}>
        <ArrowLeft aria-hidden />
        <Trans>All tools</Trans>
      </Link>
    </Button>
  );

  if (toolId === undefined) {
    return (
      <div className="space-y-6">
        <PageHeader
          title={t`Calculator`}
          description={t`Type with the keys or your keyboard: Enter or = works it out, Backspace deletes, Delete or c clears.`}
          actions={back}
        />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
          <Card>
            <CardContent>
              <Calculator />
            </CardContent>
          </Card>
          <section aria-labelledby="more-tools" className="space-y-3">
            <h2 id="more-tools" className="text-lg font-semibold tracking-tight">
              <Trans>Business tools</Trans>
            </h2>
            <ToolGrid businessId={context.businessId} />
          </section>
        </div>
      </div>
    );
  }

  if (!isToolId(toolId)) {
    return (
      <EmptyState
        icon={SearchX}
        title={t`There is no such tool`}
        description={t`The link may be old. Every tool is on the tools page.`}
        action={back}
      />
    );
  }

  const tool = TOOLS.find((candidate) => candidate.id === toolId)!;
  return (
    <div className="space-y-6">
      <PageHeader title={i18n._(tool.title)} description={i18n._(tool.summary)} actions={back} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent>
            {/* A new tool starts from its own prefilled figures. */}
            <ToolView
              key={tool.id}
              id={tool.id}
              context={context}
              renderProductPicker={renderProductPicker}
            />
          </CardContent>
        </Card>
        <nav aria-label={t`Other tools`} className="max-lg:hidden">
          <ToolGrid businessId={context.businessId} current={tool.id} compact />
        </nav>
      </div>
    </div>
  );
}
