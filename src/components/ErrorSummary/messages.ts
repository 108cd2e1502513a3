/** Copy of the error summary (key `errorSummary`). */
export const errorSummaryMessages = {
  title: 'Corrija os campos abaixo',
};
