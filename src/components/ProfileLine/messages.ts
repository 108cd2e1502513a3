/** Copy of ProfileLine (key `profileLine` in MessagesProvider); a consuming site may override it. */
export const profileLineMessages = {
  /** The line for a point-of-sales buyer or a retailer; `{code}` becomes the masked CNPJ (spec section 2). */
  cnpj: 'CNPJ: {code}',
};
