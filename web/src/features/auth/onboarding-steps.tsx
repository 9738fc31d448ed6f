import { lazy } from 'react';

/**
 * The steps after the code are only for new users, and they carry the heavy parts (form
 * validation, the picture cropper), so they load apart from the sign-in page. They are fetched
 * as soon as a code is sent, so a new user never waits for them.
 */
const loadDetailsStep = () => import('./components/details-step.tsx');
const loadPictureStep = () => import('./components/picture-step.tsx');
const loadVideoIntroStep = () => import('./components/video-intro-step.tsx');

export const DetailsStep = lazy(async () => ({ default: (await loadDetailsStep()).DetailsStep }));
export const PictureStep = lazy(async () => ({ default: (await loadPictureStep()).PictureStep }));
export const VideoIntroStep = lazy(async () => ({ default: (await loadVideoIntroStep()).VideoIntroStep }));

export function prefetchOnboardingSteps(): void {
  void Promise.all([loadDetailsStep(), loadPictureStep(), loadVideoIntroStep()]).catch(() => {
    // A failed prefetch is retried by the lazy component itself when the step is reached.
  });
}
