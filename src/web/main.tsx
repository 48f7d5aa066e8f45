import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { pageLocale, startI18n } from './i18n';
import { currentPath } from './lib/navigation';
import { initMonitoring } from './monitoring';

void initMonitoring();
preloadPage(currentPath());

// The page's code and its language's catalog download side by side; index.html's skeleton stays up meanwhile.
void startI18n(pageLocale()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
