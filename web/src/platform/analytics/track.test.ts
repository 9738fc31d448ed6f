import { describe, expect, it, vi } from 'vitest';
import { eventTypes } from '../../../../shared/analytics/event-types.ts';
import { createTrack } from './track.ts';

function trackWithSpy() {
  const tracker = { track: vi.fn() };
  return { tracker, track: createTrack(tracker) };
}

describe('track', () => {
  it('sends Screen Viewed with the screen name and its context', () => {
    const { tracker, track } = trackWithSpy();
    track.screenViewed('Chat', { conversation_id: 'c1' });
    track.screenViewed('Home');
    track.screenViewed('Login Video Intro', { intro_video_id: 'v1', is_default: true });
    expect(tracker.track.mock.calls).toEqual([
      ['Screen Viewed', { conversation_id: 'c1', screen: 'Chat' }],
      ['Screen Viewed', { screen: 'Home' }],
      ['Screen Viewed', { intro_video_id: 'v1', is_default: true, screen: 'Login Video Intro' }],
    ]);
  });

  it('sends the login steps under their catalogue names with their properties', () => {
    const { tracker, track } = trackWithSpy();
    track.loginPhoneSubmitted({ phone_number: '+12025550123', is_saved_phone: true });
    track.loginOtpVerified({ is_new_user: false });
    track.loginVideoIntroCallClicked({ intro_video_id: 'v1', is_default: false });
    track.loginProfilePictureSkipped();
    expect(tracker.track.mock.calls).toEqual([
      [eventTypes.loginPhoneSubmitted, { phone_number: '+12025550123', is_saved_phone: true }],
      [eventTypes.loginOtpVerified, { is_new_user: false }],
      [eventTypes.loginVideoIntroCallClicked, { intro_video_id: 'v1', is_default: false }],
      [eventTypes.loginProfilePictureSkipped, {}],
    ]);
  });

  it('has one function for every event type except Error Occurred, which reportError sends', () => {
    const { tracker, track } = trackWithSpy();
    const conversation = { conversation_id: 'c1' };
    const event = {
      event_id: 'e1',
      event_name: 'Founders Night',
      event_host_name: 'Ana',
      event_hosts: ['Ana', 'Ben'],
      event_start_date: '2026-12-01T18:00:00Z',
      event_is_multi_day: false,
    };
    track.screenViewed('Prospects');
    track.loginPhoneSubmitted({ phone_number: '+12025550123', is_saved_phone: false });
    track.loginPhoneChangeRequested();
    track.loginOtpResendRequested();
    track.loginOtpVerificationRequested();
    track.loginOtpVerified({ is_new_user: true });
    track.loginContinueClicked();
    track.loginAddProfilePictureClicked();
    track.loginProfilePictureSkipped();
    track.loginVideoIntroChatClicked({ intro_video_id: 'v1', is_default: true });
    track.loginVideoIntroCallClicked({ intro_video_id: 'v1', is_default: true });
    track.prospectInterestMarked({ prospect_id: 'p1', action_source: 'prospects', interest: 'INTERESTED' });
    track.matchesOpened({ opened_from: 'chat' });
    track.dossierOpened({ view_source: 'home' });
    track.dossierUpdated({ update_source: 'artifact', update_type: 'first_time' });
    track.conciergeMessageSent(conversation);
    track.messageSent(conversation);
    track.voiceNoteSent(conversation);
    track.callStarted(conversation);
    track.callEnded(conversation);
    track.micDialogAction({ action: 'retry_microphone' });
    track.eventViewed({ ...event, invite_participant_id: 'participant-1' });

    const sent = new Set(tracker.track.mock.calls.map(([eventType]) => eventType));
    const expected = Object.values(eventTypes).filter((eventType) => eventType !== eventTypes.errorOccurred);
    expect([...sent].sort()).toEqual([...expected].sort());
  });
});
