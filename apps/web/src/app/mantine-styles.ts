// Mantine's base styles for the first paint: the reset, the default CSS variables and the global
// rules (font, body colours). They sit in the `mantine` cascade layer, so the app's own (unlayered)
// rules always win whatever order the sheets load in. Component styles come with MantineScope.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
