/** Demo hazards and recommendations for every demo well, at its own formation tops (server/notes/demo-notes.ts). */
import { seedDemoNotes } from '../notes/demo-notes';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const notesStep: SeedStep = {
  id: '023-notes',
  async run({ db, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) throw new Error('the notes demo step needs the demo organisation (001-org) first');
    const author = keys.users.engineer ?? null;
    let n = 0;
    for (const wellId of Object.values(keys.wells)) n += await seedDemoNotes(db, wellId, author);
    log(`notes: ${n} demo hazards and recommendations`);
  },
};
