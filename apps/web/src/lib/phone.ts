/**
 * A stored E.164 phone as people read it: US/Canada "(718) 555-0123", mainland China
 * "138 0013 8000"; anything else unchanged. The tel: link keeps the E.164 form.
 */
export function formatPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (us) return `(${us[1]}) ${us[2]}-${us[3]}`;
  const cn = /^\+86(\d{3})(\d{4})(\d{4})$/.exec(e164);
  if (cn) return `+86 ${cn[1]} ${cn[2]} ${cn[3]}`;
  return e164;
}
