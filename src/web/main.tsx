import './styles.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { currentPath } from './lib/navigation';
import { initMonitoring } from './monitoring';

void initMonitoring();
preloadPage(currentPath());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
