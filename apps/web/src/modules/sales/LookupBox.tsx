import { Input, Typography } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { cardCode } from "./cards/cardDraft";

/** The code a lookup page asks for, kept in the address (`?{param}=`), and what its box holds while typed. */
export function useLookup(param: string) {
  const [params, setParams] = useSearchParams();
  const asked = cardCode(params.get(param));
  const [typed, setTyped] = useState(asked);
  const find = (text: string) => {
    const code = cardCode(text);
    setTyped(code);
    setParams(code ? { [param]: code } : {}, { replace: true });
  };
  return { asked, typed, setTyped, find };
}

/**
 * A lookup page's box: a card's code typed or scanned (kept in capitals; a scanner's Enter looks it up), and what to
 * do while nothing is asked.
 */
export function LookupBox({
  lookup,
  texts,
  loading,
  testId,
}: {
  lookup: ReturnType<typeof useLookup>;
  /** The button, the placeholder, the box's name and the prompt, in the user's words. */
  texts: { find: string; search: string; label: string; prompt: string };
  loading?: boolean;
  testId: string;
}) {
  return (
    <>
      <Input.Search
        size="large"
        autoFocus
        allowClear
        value={lookup.typed}
        onChange={(e) => lookup.setTyped(e.target.value.toUpperCase())}
        onSearch={lookup.find}
        loading={loading}
        enterButton={texts.find}
        placeholder={texts.search}
        aria-label={texts.label}
        style={{ maxWidth: 560 }}
        data-testid={testId}
      />
      {!lookup.asked && <Typography.Text type="secondary">{texts.prompt}</Typography.Text>}
    </>
  );
}
