import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { i18n } from "../platform/i18n";
import { ThemeProvider } from "./layout/ThemeProvider";
import { QueryErrorToasts } from "./QueryErrorToasts";
import { router } from "./routing/router";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <QueryErrorToasts />
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
