/**
 * What one clause of a change request asks of the dossier: move items to another section, remove,
 * add, reword an item, change the headline, or nothing at all (a comment: the reason for another
 * change, thanks, a remark), or taking back the change asked just before ("no wait, ignore that").
 */
export type ClauseOperation = 'move' | 'remove' | 'add' | 'reword' | 'headline' | 'comment' | 'retract';

export interface ClauseExample {
  text: string;
  operation: ClauseOperation;
}
