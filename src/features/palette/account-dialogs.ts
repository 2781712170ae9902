/** Dialogs the palette's account verbs open (the impersonation user search). */
import { proxy } from 'valtio';

export const accountDialogs = proxy({ impersonate: false });
