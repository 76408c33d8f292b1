/** Splits 'Sourced with care - we buy herbs...' at its first ' - ' into a bold lead and the rest. */
export function splitLead(text: string): { lead: string; rest: string } {
  const at = text.indexOf(' - ');
  if (at <= 0) return { lead: '', rest: text.trim() };
  return { lead: text.slice(0, at).trim(), rest: text.slice(at + 3).trim() };
}
