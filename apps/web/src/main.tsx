import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./app/global.css";
import { languageReady } from "./platform/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

const root = container;
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
