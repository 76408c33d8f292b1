/** A WhatsApp chat with the shop's number, opening with `text` typed in. */
export function whatsAppHref(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
