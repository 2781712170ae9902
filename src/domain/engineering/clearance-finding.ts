/**
 * One offset a well clears by too little in its pad program (the approval gate of
 * server/planning/approval-clearance.ts, answered by its check route): `message` is the server's words.
 */
export interface ClearanceFinding {
  program: string;
  well: string;
  offset: string;
  minSf: number;
  refMdM: number | null;
  message: string;
}
