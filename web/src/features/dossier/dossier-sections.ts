import { dossierListSections, type DossierSection } from '../../../../shared/api/dossier.ts';

/** The sections in the order others read them, with the names the page gives them. */
export const sectionLabels: Record<DossierSection, string> = {
  headline: 'Headline',
  about: 'About',
  lookingFor: 'Looking for',
  canOffer: 'Can offer',
  topics: 'Topics',
};

export const listSections = dossierListSections;

/** What an empty section says, and what its editor asks for. */
export const sectionPrompts: Record<DossierSection, string> = {
  headline: 'One line on who you are, e.g. "Founder of a climate-hardware startup".',
  about: 'A few sentences on what you do and what brings you here.',
  lookingFor: 'The people or help you want to find.',
  canOffer: 'What you can give others: advice, introductions, skills.',
  topics: 'Subjects you like to talk about.',
};
