type ProfileDraft = { userId: number; name: string; phone: string };

let kept: ProfileDraft | null = null;

/**
 * What a shopper sent from Edit Account when the server ended their session instead of saving
 * it (a 401): the form goes with the session, and logging in again brings it back, open and
 * filled in. Held in memory only, for this tab, and only for the same shopper.
 */
export const profileDraft = {
  keep: (draft: ProfileDraft) => {
    kept = draft;
  },
  of: (userId: number) => (kept?.userId === userId ? { name: kept.name, phone: kept.phone } : null),
  drop: () => {
    kept = null;
  },
};
