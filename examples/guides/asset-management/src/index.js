import { join } from 'lodash';
import './style.css';
import bookIcon from './book.png';
import club from './data/club.json';
import books from './data/books.csv';
import members from './data/members.xml';
import venue from './data/venue.toml';
import snacks from './data/snacks.yaml';
import rules from './data/rules.json5';

function createElement(tag, text) {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
}

function createList(items) {
  const list = document.createElement('ul');
  list.append(...items.map((item) => createElement('li', item)));
  return list;
}

function createGreeting() {
  const element = createElement('h1', join(['Hello', 'from', club.name], ' '));
  element.className = 'greeting';
  return element;
}

function createIcon() {
  const icon = new Image();
  icon.src = bookIcon;
  icon.alt = 'Two books';
  return icon;
}

document.body.append(
  createGreeting(),
  createIcon(),
  createElement('p', `We meet ${club.meets} at ${venue.venue.name}, ${venue.venue.address}.`),
  createElement('h2', 'Reading list'),
  createList(books.map((book) => `${book.title} by ${book.author} (${book.year})`)),
  createElement('h2', 'Members'),
  createList(members.members.member.map((member) => `${member._}, ${member.$.role}`)),
  createElement('h2', 'Snacks'),
  createList(snacks.snacks),
  createElement('h2', 'House rules'),
  createList(rules.rules),
);
