/**
 * A contact shown on screen with its middle hidden, so that a glance over the shoulder at the
 * personal centre does not give it away. The owner still recognises it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const name = email.slice(0, at);
  const shown = name.slice(0, name.length <= 2 ? 1 : 2);
  return `${shown}***${email.slice(at)}`;
}

/** An E.164 phone of the US (+1) or mainland China (+86): the first 3 and last 4 digits show. */
export function maskPhone(phone: string): string {
  const match = /^\+(1|86)(\d{3})\d*(\d{4})$/.exec(phone);
  if (!match) return phone.length > 4 ? `***${phone.slice(-4)}` : phone;
  const [, country, head, tail] = match;
  return `+${country} ${head}****${tail}`;
}

/** The e-mail, else the phone, masked; null for neither. */
export function maskedContact(user: {
  contactEmail: string | null;
  contactNumber: string | null;
}): string | null {
  if (user.contactEmail) return maskEmail(user.contactEmail);
  if (user.contactNumber) return maskPhone(user.contactNumber);
  return null;
}
