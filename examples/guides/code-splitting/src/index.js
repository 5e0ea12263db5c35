import printMe from './print.js';

async function createGreeting() {
  const { join } = await import(/* webpackChunkName: "lodash" */ 'lodash');
  const element = document.createElement('h1');
  element.className = 'greeting';
  element.textContent = join(['Hello', 'from', 'webpack'], ' ');
  return element;
}

function createPrintButton() {
  const button = document.createElement('button');
  button.textContent = 'Print to the console';
  button.addEventListener('click', printMe);
  return button;
}

function createSidebarButton() {
  const button = document.createElement('button');
  button.textContent = 'Show sidebar';
  button.addEventListener('click', async () => {
    const { createSidebar } = await import(
      /* webpackChunkName: "sidebar", webpackPrefetch: true */ './sidebar.js'
    );
    button.replaceWith(createSidebar());
  });
  return button;
}

document.body.append(createPrintButton(), createSidebarButton());
createGreeting().then((greeting) => document.body.prepend(greeting));
