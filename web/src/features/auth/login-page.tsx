import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { decodeRedirectLink } from '../../app/redirect-link.ts';
import { LoadingScreen } from '../../app/loading-screen.tsx';
import { Card } from '../../ui/card.tsx';
import { CenteredPage } from '../../ui/page.tsx';
import { useSession } from '../session/use-session.ts';
import { CodeStep } from './components/code-step.tsx';
import { DetailsStep } from './components/details-step.tsx';
import { PhoneStep } from './components/phone-step.tsx';
import { PictureStep } from './components/picture-step.tsx';
import { VideoIntroStep } from './components/video-intro-step.tsx';
import { startingPoint, stepAfterVerification, type LoginStep } from './login-flow.ts';
import { phoneMemory } from './phone-memory.ts';
import { track } from '../analytics/track.ts';

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
 * /home.
 */
export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The step lives in component state so that signing in midway (which fills the session) does
  // not send the user away before the onboarding steps are done.
  const [step, setStep] = useState<LoginStep | null>(null);
  const destination = decodeRedirectLink(location.search) ?? '/home';

  if (step === null) {
    const start = startingPoint(session);
    if (start === 'wait') return <LoadingScreen />;
    // SPEC.md 2: `/` sends a signed-in user home. Not to the redirect link: a guard sends a user
    // with the wrong role here with one, and following it would loop.
    if (start === 'leave') return <Navigate to="/home" replace />;
    // A state update during render: React renders again at once, with the flow started.
    setStep(start);
    return null;
  }

  function finish() {
    void navigate(destination, { replace: true });
  }

  return (
    <CenteredPage documentTitle={stepTitles[step.name]}>
      <Card key={step.name}>
        {step.name === 'phone' && (
          <PhoneStep
            lastSent={step.lastSent}
            onCodeSent={(sent) => setStep({ name: 'code', ...sent })}
          />
        )}
        {step.name === 'code' && (
          <CodeStep
            phoneNumber={step.phoneNumber}
            resendDeadline={step.resendDeadline}
            onChangeNumber={(lastSent) => setStep({ name: 'phone', lastSent })}
            onVerified={({ user, isNewUser }) => {
              track.loginOtpVerified({ is_new_user: isNewUser });
              phoneMemory.remember(user.phone_number);
              const next = stepAfterVerification(user, isNewUser);
              if (next === 'done') finish();
              else setStep(next);
            }}
          />
        )}
        {step.name === 'details' && <DetailsStep user={session.user} onSaved={() => setStep({ name: 'picture' })} />}
        {step.name === 'picture' && <PictureStep user={session.user} onDone={() => setStep({ name: 'video' })} />}
        {step.name === 'video' && <VideoIntroStep onStartWithChat={finish} onStartWithCall={finish} />}
      </Card>
    </CenteredPage>
  );
}
