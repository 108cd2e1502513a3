/** Copy of PasskeyButton (key `passkeyButton` in MessagesProvider); a consuming site may override it. */
export const passkeyButtonMessages = {
  label: 'Entrar com chave de acesso',
  /** While the device's prompt is open. */
  busyLabel: 'Aguardando a chave de acesso...',
};
