// The shell's tokens and base styles first: every widget's and game's own stylesheet comes after them.
import './app/styles.css';
import { render } from 'preact';
import { App } from './app/App';
import { startApp } from './app/start';

startApp();
render(<App />, document.getElementById('app')!);
