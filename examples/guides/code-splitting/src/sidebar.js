import { join } from 'lodash';

export function createSidebar() {
  const nav = document.createElement('nav');
  nav.textContent = join(['Home', 'Reports', 'Settings'], ' | ');
  return nav;
}
