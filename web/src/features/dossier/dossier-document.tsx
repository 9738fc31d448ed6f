import { useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import type { DossierDocument, DossierSection } from '../../../../shared/api/dossier.ts';
import { track, type DossierViewSource } from '../../platform/analytics/track.ts';
import { Button } from '../../ui/button.tsx';
import { useSaveDossierDocument } from './api/general-dossier.ts';
import { documentFromDraft, draftChanges, draftFromDocument, validateDraft, type DossierDraft, type DraftErrors } from './dossier-form.ts';
import styles from './dossier-page.module.css';
import { sectionLabels, sectionPrompts } from './dossier-sections.ts';
import { SectionEditor } from './section-editor.tsx';

const sections: readonly DossierSection[] = ['headline', 'about', 'lookingFor', 'canOffer', 'topics'];

const newKey = () => crypto.randomUUID();

/**
 * The document as others see it, one section at a time editable in place. Saving sends the whole
 * document as a manual revision; a failed save keeps the form as it was.
 */
export function DossierDocumentView({
  userId,
  document,
  viewSource,
}: {
  userId: string;
  document: DossierDocument;
  viewSource: DossierViewSource;
}) {
  const [editing, setEditing] = useState<DossierSection | null>(null);
  const [draft, setDraft] = useState<DossierDraft>(() => draftFromDocument(document, newKey));
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const save = useSaveDossierDocument();
  const editButtons = useRef(new Map<DossierSection, HTMLButtonElement>());

  function open(section: DossierSection) {
    setDraft(draftFromDocument(document, newKey));
    setErrors(null);
    save.reset();
    setEditing(section);
  }

  function close() {
    const section = editing;
    setEditing(null);
    setErrors(null);
    save.reset();
    // Focus goes back where the person started, once the button is rendered again.
    if (section) requestAnimationFrame(() => editButtons.current.get(section)?.focus());
  }

  async function submit() {
    const problems = validateDraft(draft);
    setErrors(problems);
    if (problems) return;
    if (!draftChanges(draft, document)) {
      close();
      return;
    }
    try {
      await save.mutateAsync({ userId, body: { document: documentFromDraft(draft), updateSource: viewSource } });
    } catch {
      // The mutation holds the error, and the form keeps every word.
      return;
    }
    track.dossierUpdated({ update_type: 'manual', update_source: viewSource });
    close();
  }

  return (
    <article className={styles.document} aria-label="Your dossier as others see it">
      {sections.map((section) => {
        const label = sectionLabels[section];
        const titleId = `dossier-section-${section}`;
        return (
          <section key={section} className={styles.section} aria-labelledby={titleId}>
            <div className={styles.sectionHeader}>
              <h2 id={titleId} className={styles.sectionTitle}>
                {label}
              </h2>
              {editing !== section && (
                <Button
                  ref={(button) => {
                    if (button) editButtons.current.set(section, button);
                    else editButtons.current.delete(section);
                  }}
                  variant="ghost"
                  size="small"
                  aria-label={`Edit ${label}`}
                  disabled={editing !== null}
                  onClick={() => open(section)}
                >
                  <Pencil size={16} aria-hidden="true" />
                  Edit
                </Button>
              )}
            </div>
            {editing === section ? (
              <SectionEditor
                section={section}
                draft={draft}
                errors={errors}
                saving={save.isPending}
                saveError={save.error}
                onChange={setDraft}
                onSubmit={() => void submit()}
                onCancel={close}
              />
            ) : (
              <SectionContent section={section} document={document} />
            )}
          </section>
        );
      })}
    </article>
  );
}

/** One section's text or items, or what an empty one is for. */
export function SectionContent({ section, document }: { section: DossierSection; document: DossierDocument }) {
  if (section === 'headline' || section === 'about') {
    const text = document[section];
    if (text === '') return <EmptySection section={section} />;
    return <p className={section === 'headline' ? styles.headline : styles.about}>{text}</p>;
  }
  const items = document[section];
  if (items.length === 0) return <EmptySection section={section} />;
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li key={`${index}-${item.text}`}>{item.text}</li>
      ))}
    </ul>
  );
}

function EmptySection({ section }: { section: DossierSection }) {
  return <p className={styles.muted}>Nothing here yet. {sectionPrompts[section]}</p>;
}
