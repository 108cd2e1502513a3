// Roboto ships with the app (latin subset, the weights the theme uses): no font CDN request.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
