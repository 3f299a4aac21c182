// Mantine's PostCSS preset (light-dark, rem, mixins) plus breakpoint variables for CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // The specification's mobile layout: width 1024 px or less.
        'mobile-max': '1024px',
        'desktop-min': '1025px',
      },
    },
  },
};
