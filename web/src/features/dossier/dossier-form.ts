import {
  dossierDocumentSchema,
  dossierItemSchema,
  type DossierDocument,
  type DossierItem,
  type DossierListSection,
} from '../../../../shared/api/dossier.ts';
import { listSections } from './dossier-sections.ts';

/**
 * The edit form's state and how it becomes a document again. An item keeps the ids of the messages
 * it came from while its words stay as they were; an edited or new item has none (the guest wrote
 * it by hand).
 */

type ItemDraft = {
  /** Stable across edits, for React and for error messages. */
  key: string;
  text: string;
  /** The saved item this one started from; null for an item the guest added. */
  original: DossierItem | null;
};

export type DossierDraft = { headline: string; about: string } & Record<DossierListSection, ItemDraft[]>;
type TextSection = 'headline' | 'about';

export type DraftErrors = {
  headline?: string;
  about?: string;
  /** A whole list's problem, e.g. too many items. */
  sections: Partial<Record<DossierListSection, string>>;
  /** By item key. */
  items: Record<string, string>;
};

export function draftFromDocument(document: DossierDocument, newKey: () => string): DossierDraft {
  const items = (list: DossierItem[]) => list.map((item) => ({ key: newKey(), text: item.text, original: item }));
  return {
    headline: document.headline,
    about: document.about,
    lookingFor: items(document.lookingFor),
    canOffer: items(document.canOffer),
    topics: items(document.topics),
  };
}

function itemFromDraft(item: ItemDraft): DossierItem {
  const text = item.text.trim();
  if (item.original && item.original.text.trim() === text)
    return { text: item.original.text, sourceMessageIds: item.original.sourceMessageIds };
  return { text, sourceMessageIds: [] };
}

/** The document to save: texts trimmed, and an item emptied by the guest left out (emptying one removes it). */
export function documentFromDraft(draft: DossierDraft): DossierDocument {
  const list = (items: ItemDraft[]) => items.filter((item) => item.text.trim() !== '').map(itemFromDraft);
  return {
    headline: draft.headline.trim(),
    about: draft.about.trim(),
    lookingFor: list(draft.lookingFor),
    canOffer: list(draft.canOffer),
    topics: list(draft.topics),
  };
}

export function setText(draft: DossierDraft, section: TextSection, text: string): DossierDraft {
  return { ...draft, [section]: text };
}

export function addItem(draft: DossierDraft, section: DossierListSection, key: string): DossierDraft {
  return { ...draft, [section]: [...draft[section], { key, text: '', original: null }] };
}

export function updateItem(draft: DossierDraft, section: DossierListSection, key: string, text: string): DossierDraft {
  return { ...draft, [section]: draft[section].map((item) => (item.key === key ? { ...item, text } : item)) };
}

export function removeItem(draft: DossierDraft, section: DossierListSection, key: string): DossierDraft {
  return { ...draft, [section]: draft[section].filter((item) => item.key !== key) };
}

type ParseResult = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };

/** The first problem with the value itself (not with one of its items, which are reported by key). */
function firstMessage(result: ParseResult): string | undefined {
  return result.error?.issues.find((issue) => issue.path.length === 0)?.message;
}

/** What stops the draft from saving, in the shared schema's words; null when it can be saved. */
export function validateDraft(draft: DossierDraft): DraftErrors | null {
  const document = documentFromDraft(draft);
  const errors: DraftErrors = { sections: {}, items: {} };
  let failed = false;
  for (const section of ['headline', 'about'] as const) {
    const message = firstMessage(dossierDocumentSchema.shape[section].safeParse(document[section]));
    if (message) {
      errors[section] = message;
      failed = true;
    }
  }
  for (const section of listSections) {
    for (const item of draft[section]) {
      if (item.text.trim() === '') continue;
      const message = firstMessage(dossierItemSchema.shape.text.safeParse(item.text));
      if (message) {
        errors.items[item.key] = message;
        failed = true;
      }
    }
    const message = firstMessage(dossierDocumentSchema.shape[section].safeParse(document[section]));
    if (message) {
      errors.sections[section] = message;
      failed = true;
    }
  }
  return failed ? errors : null;
}

/** Whether saving the draft would change the document at all. */
export function draftChanges(draft: DossierDraft, document: DossierDocument): boolean {
  return JSON.stringify(documentFromDraft(draft)) !== JSON.stringify(document);
}
