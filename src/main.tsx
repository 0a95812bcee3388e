import { render } from 'preact';
import { App } from './app/App';
import { startApp } from './app/start';
import './app/styles.css';

startApp();
render(<App />, document.getElementById('app')!);
