import { Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { CodeStep } from '../../features/auth/components/code-step.tsx';
import { PhoneStep } from '../../features/auth/components/phone-step.tsx';
import { LoginEventContext } from '../../features/auth/login-event-context.ts';
import { startingPoint, stepAfterVerification, type LoginStep } from '../../features/auth/login-flow.ts';
import { DetailsStep, PictureStep, prefetchOnboardingSteps, VideoIntroStep } from '../../features/auth/onboarding-steps.tsx';
import { phoneMemory } from '../../features/auth/phone-memory.ts';
import { useJoinEvent } from '../../features/joining/api/join-event.ts';
import { JoinEventHeader } from '../../features/joining/components/join-event-header.tsx';
import { JoinOutcome } from '../../features/joining/components/join-outcome.tsx';
import { SignedInJoin } from '../../features/joining/components/signed-in-join.tsx';
import { eventContextFromPreview, eventPath, joinLinkFrom } from '../../features/joining/join-link.ts';
import { useJoinPreview } from '../../features/joining/use-join-preview.ts';
import { track } from '../../platform/analytics/track.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { Card } from '../../ui/card.tsx';
import { CenteredPage } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadingScreen } from '../loading-screen.tsx';
import { decodeRedirectLink } from '../redirect-link.ts';

const stepTitles: Record<LoginStep['name'], string> = {
  phone: 'Sign in',
  code: 'Enter your code',
  details: 'About you',
  picture: 'Profile picture',
  video: 'How Tandem works',
};

/**
 * Sign-in and onboarding at `/`, `/joinEvent/:id` and `/join-event/:id`: phone number, code,
 * then for a new user details, picture and the intro video. Ends at the `redirectLink` path, or
 * /home. On a join page the event is shown above the steps (a personal link pre-fills the
 * invitee's number and name), and the flow ends by joining the event and opening it. The steps
 * are the auth feature's, the event and the joining the joining feature's: this page puts them
 * together.
 */
export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const joinLink = joinLinkFrom(useParams().id, location.search);
  const joinPreview = useJoinPreview(joinLink);
  const joinEvent = useJoinEvent();
  // The step lives in component state so that signing in midway (which fills the session) does
  // not send the user away before the onboarding steps are done.
  const [step, setStep] = useState<LoginStep | null>(null);
  const [joining, setJoining] = useState(false);
  const destination = decodeRedirectLink(location.search) ?? '/home';
  const preview = joinPreview?.status === 'ready' ? joinPreview.preview : null;
  const eventContext = preview ? eventContextFromPreview(preview) : {};
  const documentTitle = preview ? `Join ${preview.name}` : undefined;

  function join() {
    if (!joinLink) return;
    setJoining(true);
    joinEvent.mutate(joinLink, { onSuccess: () => void navigate(eventPath(joinLink.eventId), { replace: true }) });
  }

  if (step === null || joining) {
    const start = startingPoint(session);
    if (start === 'wait') return <LoadingScreen />;
    if (joinLink && joinPreview && (start === 'leave' || joining)) {
      return (
        <CenteredPage documentTitle={documentTitle ?? 'Join event'}>
          {joining ? (
            <>
              {joinPreview.status === 'ready' && <JoinEventHeader state={joinPreview} />}
              <JoinOutcome pending={joinEvent.isPending} error={joinEvent.error} onRetry={join} />
            </>
          ) : (
            <SignedInJoin link={joinLink} state={joinPreview} onJoin={join} />
          )}
        </CenteredPage>
      );
    }
    // `/` sends a signed-in user home. Not to the redirect link: a guard sends a user with the
    // wrong role here with one, and following it would loop (pinned by routing.e2e.test.ts).
    if (start === 'leave') return <Navigate to="/home" replace />;
    // A state update during render: React renders again at once, with the flow started.
    setStep(start);
    return null;
  }

  // A join link whose event or personal link cannot be used explains why; signing in still
  // works, and ends at home instead of joining.
  const joinBlocked =
    joinPreview !== null && (joinPreview.status === 'problem' || (joinPreview.status === 'ready' && joinPreview.linkProblem !== null));
  // The number and name fields are pre-filled from the preview, so the steps wait for it.
  const waitsForPreview = joinPreview?.status === 'loading';

  function finish() {
    if (joinLink && !joinBlocked) join();
    else void navigate(destination, { replace: true });
  }

  const invitee = preview?.invitee ?? null;
  return (
    <LoginEventContext value={eventContext}>
      <CenteredPage documentTitle={documentTitle ?? stepTitles[step.name]}>
        {joinPreview && <JoinEventHeader state={joinPreview} />}
        {!waitsForPreview && (
          <Card key={step.name}>
            {step.name === 'phone' && (
              <PhoneStep
                lastSent={step.lastSent}
                invitedNumber={invitee?.phoneNumber ?? null}
                onCodeSent={(sent) => {
                  prefetchOnboardingSteps();
                  setStep({ name: 'code', ...sent });
                }}
              />
            )}
            {step.name === 'code' && (
              <CodeStep
                phoneNumber={step.phoneNumber}
                resendDeadline={step.resendDeadline}
                onChangeNumber={(lastSent) => setStep({ name: 'phone', lastSent })}
                onVerified={({ user, isNewUser }) => {
                  track.loginOtpVerified({ is_new_user: isNewUser, ...eventContext });
                  phoneMemory.remember(user.phone_number);
                  const next = stepAfterVerification(user, isNewUser);
                  if (next === 'done') finish();
                  else setStep(next);
                }}
              />
            )}
            <Suspense fallback={<Spinner size="large" />}>
              {step.name === 'details' && (
                <DetailsStep user={session.user} invitee={invitee} onSaved={() => setStep({ name: 'picture' })} />
              )}
              {step.name === 'picture' && <PictureStep user={session.user} onDone={() => setStep({ name: 'video' })} />}
              {step.name === 'video' && <VideoIntroStep onStartWithChat={finish} onStartWithCall={finish} />}
            </Suspense>
          </Card>
        )}
      </CenteredPage>
    </LoginEventContext>
  );
}
