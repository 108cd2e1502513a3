import type { Localization } from '@mui/material/locale';

// MUI's `ptBR` (@mui/material/locale) with one change: its number formatter is built on first use.
// MUI's module creates `new Intl.NumberFormat('pt-BR')` as soon as it loads, a cost on a slow phone's
// start-up, for a formatter that only TablePagination would call.
let numberFormat: Intl.NumberFormat | undefined;
const formatNumber = (value: number) => (Number.isFinite(value) ? (numberFormat ??= new Intl.NumberFormat('pt-BR')).format(value) : String(value));

const pageLabel = (type: string) =>
  type === 'first' ? 'Ir para a primeira página' : type === 'last' ? 'Ir para a última página' : type === 'next' ? 'Ir para a próxima página' : 'Ir para a página anterior';

/** Brazilian Portuguese texts of MUI's own components, as MUI's `ptBR` locale. */
export const ptBR: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Linhas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${count !== -1 ? formatNumber(count) : `mais de ${formatNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrela${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vazio',
      },
    },
    MuiAutocomplete: {
      defaultProps: { clearText: 'Limpar', closeText: 'Fechar', loadingText: 'Carregando…', noOptionsText: 'Sem opções', openText: 'Abrir' },
    },
    MuiAlert: { defaultProps: { closeText: 'Fechar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegar pela paginação',
        getItemAriaLabel: (type, page, selected) => (type === 'page' ? `${selected ? '' : 'Ir para a '}página ${page}` : pageLabel(type)),
      },
    },
  },
};
