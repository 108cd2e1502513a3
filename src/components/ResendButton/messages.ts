/** A wait in words: seconds under a minute, whole minutes (rounded up) from there. */
export function durationInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** Copy of ResendButton (key `resendButton` in MessagesProvider); a consuming site may override it. */
export const resendButtonMessages = {
  /** Under the button while it waits (its description, not announced each second). */
  wait: (seconds: number) => `Você poderá pedir um novo envio em ${durationInWords(seconds)}.`,
  /** Said once, politely, when the wait is over. */
  ready: 'Você já pode pedir um novo envio.',
};
