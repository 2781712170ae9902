/** Notes and annotations (issue 18 part 4): well notes by kind, the annotations read and template notes. */
import { annotationRoutes } from './annotations';
import { templateNoteRoutes } from './template-notes';
import { wellNoteRoutes } from './well-notes';

export const noteRoutes = [...wellNoteRoutes, ...annotationRoutes, ...templateNoteRoutes];
