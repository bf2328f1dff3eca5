import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PublishCard } from './publish-card.tsx';
import { QrPoster } from './qr-poster.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shopUrl = 'https://shopbook.example/shop/mama-pendo';

describe("the shop's poster and shared link (in the business's language)", () => {
  it("prints the poster in the business's language while the owner reads English", async () => {
    render(
      <QrPoster
        open
        onOpenChange={() => {}}
        shopUrl={shopUrl}
        businessName="Duka la Mama Pendo"
        language="sw"
        accentColor="#0f766e"
      />,
    );
    expect(await screen.findByText('Agiza mtandaoni')).toBeInTheDocument();
    expect(screen.queryByText('Order online')).toBeNull();
    expect(screen.getByText('Agiza mtandaoni').closest('[lang]')).toHaveAttribute('lang', 'sw');
    // The owner's own controls stay in the owner's language.
    expect(screen.getByText('QR poster for your counter')).toBeInTheDocument();
  });

  it("shares the link with the text in the business's language", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    render(
      <PublishCard
        shopUrl={shopUrl}
        businessName="Boutique Awa"
        language="fr"
        published
        hasWhatsapp
        isOwner
        pending={false}
        onPublish={() => {}}
        onPoster={() => {}}
      />,
    );
    // Once French has loaded, the shared text is French; the button stays the owner's English.
    await vi.waitFor(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenLastCalledWith({
        title: 'Boutique Awa',
        text: expect.not.stringContaining('Order from'),
        url: shopUrl,
      });
    });
    expect(share.mock.lastCall![0].text).toContain('Boutique Awa');
  });
});
