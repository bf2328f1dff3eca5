import { Faq } from './components/faq.tsx';
import { Features } from './components/features.tsx';
import { FinalCta } from './components/final-cta.tsx';
import { Hero } from './components/hero.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { Pricing } from './components/pricing.tsx';

/** `/` for visitors (signed-in users go straight to their businesses). */
export function LandingPage() {
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Pricing />
      <Faq />
      <FinalCta />
    </>
  );
}
