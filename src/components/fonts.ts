// The programme's font ships with the package (Roboto, latin subset, the weights the theme
// uses), so no page asks a font CDN. Import once: `import '@programa/cadastro-sso/fonts'`.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
