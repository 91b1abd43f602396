import { lazy } from 'react';
import { LandingPage } from '@/features/landing/components/landing-page';

// The live demo (correction feature) needs the API client and zod: its chunk loads only when
// the demo section comes near the viewport, off the landing page's first load and paint.
const LiveDemo = lazy(() =>
  import('@/features/correction/components/live-demo').then((module) => ({
    default: module.LiveDemo,
  })),
);

/** /: the landing feature's page with the correction feature's live demo. */
export function LandingScreen() {
  return <LandingPage liveDemo={<LiveDemo />} />;
}
