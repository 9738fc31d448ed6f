/** One answer the help chat can suggest before the team replies. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** Words people use when they ask this, beyond those of the question. */
  keywords: string;
}

/**
 * What people ask the Tandem team most, answered from what the product does (the sign-in flow's
 * limits in `shared/limits.ts`, the matching issue, the privacy policy).
 */
export const faq: FaqEntry[] = [
  {
    id: 'sign-in-code',
    question: 'I did not get my sign-in code',
    answer:
      'The 6-digit code comes by text message to the number you typed, within a minute. It works for 10 minutes. If nothing came, check the number (use "Change number") or tap "Resend code" after 30 seconds.',
    keywords: 'sms text message otp verification login sign log resend receive arrive code expired wrong number',
  },
  {
    id: 'join-event',
    question: 'How do I join an event?',
    answer:
      'Open the link the host shared with you (it looks like tandem…/p/joinEvent/…), sign in with your phone number and you are in. A personal link from the host fills in who you are.',
    keywords: 'join event link invite invitation host register attend enter',
  },
  {
    id: 'matching',
    question: 'How does matching work?',
    answer:
      'After you tell the concierge who you are, what you look for and what you can offer, Tandem suggests the people at your event you should meet, each with the reason why. Mark who interests you: when the interest is mutual you are matched and can chat and call.',
    keywords: 'match matching prospect prospects suggestion suggest recommend people meet interested interest reason mutual connection',
  },
  {
    id: 'privacy',
    question: 'Who can see my information?',
    answer:
      'Your phone number is never shown to other guests. Your matches see your name and picture, and only the contact details you choose to share. We do not sell your data or show ads; the privacy policy says the rest.',
    keywords: 'privacy private data information see visible share phone number email contact safe secure personal',
  },
  {
    id: 'delete-account',
    question: 'How do I delete my account?',
    answer:
      'Open your profile (your picture at the top of any page), then “Delete your account” under Your data; you can download your data there first. Your profile, photos, voice notes and dossier go at once, and from backups within 90 days. Messages you sent stay with the people who got them, from “Deleted user”. You can also ask us here.',
    keywords: 'delete remove close erase account data forget leave unsubscribe stop',
  },
];
