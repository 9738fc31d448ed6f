import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { onboardingProgressQuery, useSaveOnboardingStep } from '../../features/auth/api/onboarding.ts';
import type { VerifyOtpResponse } from '../../features/auth/api/verify-otp.ts';
import { PhoneStep } from '../../features/auth/components/phone-step.tsx';
import { LoginEventContext } from '../../features/auth/login-event-context.ts';
import {
  destinationPath,
  isDestination,
  resumePoint,
  startingPoint,
  stepAfterVerification,
  type Destination,
  type LoginStep,
} from '../../features/auth/login-flow.ts';
import { CodeStep, DetailsStep, PictureStep, prefetchOnboardingSteps, VideoIntroStep } from '../../features/auth/onboarding-steps.tsx';
import { phoneMemory } from '../../features/auth/phone-memory.ts';
import { chatPath } from '../../features/conversations/api/conversation-keys.ts';
import { useJoinEvent } from '../../features/joining/api/join-event.ts';
import { eventContextFromPreview, eventPath, joinLinkFrom } from '../../features/joining/join-link.ts';
import { useJoinPreview } from '../../features/joining/use-join-preview.ts';
import { track } from '../../platform/analytics/track.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { Card } from '../../ui/card.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { CenteredPage } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { prefetchSignedInLayout } from '../load-signed-in-layout.ts';
import { LoadingScreen } from '../loading-screen.tsx';
import { decodeRedirectLink } from '../redirect-link.ts';

/**
 * The event a join link leads to (its card, dates in the event's zone, the joining itself) loads
 * only on a join page, with the event's preview: most visits to sign-in have no event.
 */
const JoinEventHeader = lazy(async () => ({
  default: (await import('../../features/joining/components/join-event-header.tsx')).JoinEventHeader,
}));
const JoinOutcome = lazy(async () => ({ default: (await import('../../features/joining/components/join-outcome.tsx')).JoinOutcome }));
const SignedInJoin = lazy(async () => ({ default: (await import('../../features/joining/components/signed-in-join.tsx')).SignedInJoin }));

const eventLoading = <LoadingState>Loading the event…</LoadingState>;

const stepTitles: Record<LoginStep['name'], string> = {
  phone: 'Sign in',
  code: 'Enter your code',
  details: 'About you',
  picture: 'Profile picture',
  video: 'How Tandem works',
};

/** Where the flow goes after joining the event: its page, the concierge chat ("Start with chat") or call ("Start with a call"). */
type AfterJoin = 'event' | 'concierge' | 'concierge_call';

/**
 * Sign-in and onboarding at `/`, `/joinEvent/:id` and `/join-event/:id`: phone number, code,
 * then for a new user details, picture and the intro video, each step saved on the server so a
 * reload or a new sign-in resumes there. "Start with chat" opens the concierge chat, "Start with a
 * call" the call with the concierge (in the dossier's voice conversation); otherwise
 * the flow ends at the `redirectLink` path, or /home (where an interview with the concierge not
 * finished yet is a card that continues it). On a join page the event is shown above the steps (a
 * personal link names its invitee and pre-fills the name), and the flow joins the event first,
 * then opens it (or the concierge chat). The steps are the auth feature's, the event and the
 * joining the joining feature's: this page puts them together.
 */
export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const joinLink = joinLinkFrom(useParams().id, location.search);
  const joinPreview = useJoinPreview(joinLink);
  const joinEvent = useJoinEvent();
  const saveStep = useSaveOnboardingStep();
  const signedInId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const progress = useQuery({ ...onboardingProgressQuery(signedInId ?? ''), enabled: signedInId !== null });
  // The step lives in component state so that signing in midway (which fills the session) does
  // not send the user away before the onboarding steps are done.
  const [step, setStep] = useState<LoginStep | null>(null);
  const [joining, setJoining] = useState<AfterJoin | null>(null);
  const [openingChat, setOpeningChat] = useState(false);
  const redirectLink = decodeRedirectLink(location.search);
  const preview = joinPreview?.status === 'ready' ? joinPreview.preview : null;
  const eventContext = preview ? eventContextFromPreview(preview) : {};
  const documentTitle = preview ? `Join ${preview.name}` : undefined;
  // A join link whose event is over, or whose event or personal link cannot be used, explains
  // why; signing in still works, and ends at home instead of joining.
  const joinBlocked =
    joinPreview !== null &&
    (joinPreview.status === 'problem' ||
      (joinPreview.status === 'ready' && (joinPreview.linkProblem !== null || joinPreview.preview.isOver)));

  /** The concierge's text chat, or with `call` its call screen in the voice conversation. */
  async function openConcierge(call = false) {
    setOpeningChat(true);
    // A new guest's dossier (which holds both conversations) is created on sign-in and may still be on its way.
    const dossier = await session.generalDossier();
    const fallback = joinLink && !joinBlocked ? eventPath(joinLink.eventId) : '/home';
    const target = !dossier
      ? fallback
      : call
        ? `${chatPath(dossier.voiceConversationId)}?startCall=true`
        : destinationPath({ to: 'concierge', conversationId: dossier.textConversationId });
    void navigate(target, { replace: true });
  }

  function join(then: AfterJoin) {
    if (!joinLink) return;
    setJoining(then);
    joinEvent.mutate(joinLink, {
      onSuccess: () => {
        if (then === 'event') void navigate(eventPath(joinLink.eventId), { replace: true });
        else void openConcierge(then === 'concierge_call');
      },
    });
  }

  if (openingChat) return <LoadingScreen />;
  if (joining && joinLink) {
    return (
      <CenteredPage documentTitle={documentTitle ?? 'Join event'}>
        <Suspense fallback={eventLoading}>
          {joinPreview?.status === 'ready' && <JoinEventHeader state={joinPreview} isPageTitle />}
          <JoinOutcome pending={joinEvent.isPending} error={joinEvent.error} onRetry={() => join(joining)} />
        </Suspense>
      </CenteredPage>
    );
  }
  if (step === null) {
    const start = startingPoint(session, progress.data ?? 'loading');
    if (start === 'wait') return <LoadingScreen />;
    if (isDestination(start)) {
      if (joinLink && joinPreview) {
        return (
          <CenteredPage documentTitle={documentTitle ?? 'Join event'}>
            <Suspense fallback={eventLoading}>
              <SignedInJoin link={joinLink} state={joinPreview} onJoin={() => join('event')} />
            </Suspense>
          </CenteredPage>
        );
      }
      // Not to the redirect link: a guard sends a user with the wrong role here with one, and
      // following it would loop (pinned by routing.e2e.test.ts).
      return <Navigate to={destinationPath(start)} replace />;
    }
    // A state update during render: React renders again at once, with the flow started.
    setStep(start);
    return null;
  }

  // The number and name fields are pre-filled from the preview, so the steps wait for it.
  const waitsForPreview = joinPreview?.status === 'loading';

  function finish(destination: Destination = { to: 'home' }) {
    if (joinLink && !joinBlocked) join('event');
    else void navigate(redirectLink ?? destinationPath(destination), { replace: true });
  }

  function startWithConcierge(call: boolean) {
    saveStep('concierge');
    if (joinLink && !joinBlocked) join(call ? 'concierge_call' : 'concierge');
    // A guest sent to sign in on the way somewhere (a call they were invited to) goes there first.
    else if (call && redirectLink) void navigate(redirectLink, { replace: true });
    else void openConcierge(call);
  }

  async function resume(userId: string) {
    const point = resumePoint(await queryClient.fetchQuery(onboardingProgressQuery(userId)));
    if (isDestination(point)) finish(point);
    else setStep(point);
  }

  /** After a code or a passkey: on to the onboarding step the person is at, or where the flow ends. */
  function signedIn({ user, isNewUser }: VerifyOtpResponse) {
    phoneMemory.remember(user.phone_number);
    const next = stepAfterVerification(user, isNewUser);
    if (next === 'done') void resume(user.id);
    else setStep(next);
  }

  const invitee = preview?.invitee ?? null;
  return (
    <LoginEventContext value={eventContext}>
      <CenteredPage documentTitle={documentTitle ?? stepTitles[step.name]}>
        {joinPreview && (
          <Suspense fallback={eventLoading}>
            <JoinEventHeader state={joinPreview} />
          </Suspense>
        )}
        {!waitsForPreview && (
          <Card key={step.name}>
            {step.name === 'phone' && (
              <PhoneStep
                lastSent={step.lastSent}
                onCodeSent={(sent) => {
                  prefetchOnboardingSteps();
                  prefetchSignedInLayout();
                  setStep({ name: 'code', ...sent });
                }}
                onSignedIn={signedIn}
              />
            )}
            <Suspense fallback={<Spinner size="large" />}>
              {step.name === 'code' && (
                <CodeStep
                  phoneNumber={step.phoneNumber}
                  resendDeadline={step.resendDeadline}
                  onChangeNumber={(lastSent) => setStep({ name: 'phone', lastSent })}
                  onVerified={(answer) => {
                    track.loginOtpVerified({ is_new_user: answer.isNewUser, ...eventContext });
                    signedIn(answer);
                  }}
                />
              )}
              {step.name === 'details' && (
                <DetailsStep
                  user={session.user}
                  invitee={invitee}
                  onSaved={() => {
                    saveStep('picture');
                    setStep({ name: 'picture' });
                  }}
                />
              )}
              {step.name === 'picture' && (
                <PictureStep
                  user={session.user}
                  onDone={() => {
                    saveStep('video');
                    setStep({ name: 'video' });
                  }}
                />
              )}
              {step.name === 'video' && (
                <VideoIntroStep onStartWithChat={() => startWithConcierge(false)} onStartWithCall={() => startWithConcierge(true)} />
              )}
            </Suspense>
          </Card>
        )}
      </CenteredPage>
    </LoginEventContext>
  );
}
