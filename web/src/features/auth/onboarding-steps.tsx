import { lazy } from 'react';

/**
 * The steps after the phone number load apart from the sign-in page, whose first screen is only
 * the number: the code step, and the steps only new users see, which carry the heavy parts (form
 * validation, the picture cropper). They are fetched as soon as a code is sent, so no one waits
 * for them.
 */
const loadCodeStep = () => import('./components/code-step.tsx');
const loadDetailsStep = () => import('./components/details-step.tsx');
const loadPictureStep = () => import('./components/picture-step.tsx');
const loadVideoIntroStep = () => import('./components/video-intro-step.tsx');

export const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }));
export const DetailsStep = lazy(async () => ({ default: (await loadDetailsStep()).DetailsStep }));
export const PictureStep = lazy(async () => ({ default: (await loadPictureStep()).PictureStep }));
export const VideoIntroStep = lazy(async () => ({ default: (await loadVideoIntroStep()).VideoIntroStep }));

/** As soon as a valid number is submitted: the code step is what comes next for everyone. */
export function prefetchCodeStep(): void {
  loadCodeStep().catch(() => {
    // A failed prefetch is retried by the lazy component itself when the step is reached.
  });
}

export function prefetchOnboardingSteps(): void {
  void Promise.all([loadCodeStep(), loadDetailsStep(), loadPictureStep(), loadVideoIntroStep()]).catch(() => {
    // A failed prefetch is retried by the lazy component itself when the step is reached.
  });
}
