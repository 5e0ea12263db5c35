import { join } from 'lodash';

function createGreeting() {
  const element = document.createElement('h1');
  element.className = 'greeting';
  element.textContent = join(['Hello', 'from', 'webpack'], ' ');
  return element;
}

document.body.append(createGreeting());
