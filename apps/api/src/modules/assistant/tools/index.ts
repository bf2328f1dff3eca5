import { z } from 'zod';
import type { AssistantTool, ToolContext, ToolResult } from './context.ts';
import { customersOwingTool } from './customers-owing.ts';
import { expensesTool } from './expenses.ts';
import { restockTool, topProductsTool } from './products.ts';
import { comparePeriodsTool, salesSummaryTool } from './sales-summary.ts';
import { bestTimesTool, forecastTool } from './timing.ts';

/** Every tool of the assistant: eight, the most offered to a model in one request. */
export const ASSISTANT_TOOLS: AssistantTool[] = [
  salesSummaryTool,
  comparePeriodsTool,
  topProductsTool,
  restockTool,
  customersOwingTool,
  expensesTool,
  bestTimesTool,
  forecastTool,
] as AssistantTool[];

export type ToolName = string;

export function findTool(name: string): AssistantTool | undefined {
  return ASSISTANT_TOOLS.find((t) => t.name === name);
}

export interface ToolCall {
  tool: string;
  args: Record<string, unknown>;
  result: ToolResult;
}

export class ToolArgsError extends Error {}

/** Runs a tool after checking its arguments with its schema (a model's arguments included). */
export async function runTool(ctx: ToolContext, name: string, rawArgs: unknown): Promise<ToolCall> {
  const tool = findTool(name);
  if (!tool) throw new ToolArgsError(`Unknown tool ${name}`);
  const parsed = tool.args.safeParse(rawArgs ?? {});
  if (!parsed.success) throw new ToolArgsError(z.prettifyError(parsed.error));
  const args = parsed.data as Record<string, unknown>;
  return { tool: name, args, result: await tool.run(ctx, args) };
}
