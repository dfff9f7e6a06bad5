import { SafetyCertificateOutlined } from "@ant-design/icons";
import { Alert, Button, Modal } from "antd";
import { type ReactNode, useState } from "react";
import { ApiError } from "./api";
import { useFeedback } from "./useFeedback";

interface CheckButtonProps<Row> {
  label: string;
  title: string;
  /** The check: the differences found (none when all is well), and how many there are in all. */
  run: () => Promise<{ items: Row[]; total?: number }>;
  /** What all is well says. */
  ok: string;
  /** What differences say, given their count. */
  differences: (count: number) => string;
  /** The differences as a table. */
  table: (rows: Row[]) => ReactNode;
  testId: string;
  width?: number;
}

/**
 * A button that runs a check of stored figures against their ledger and shows, in a dialog, either that all is well
 * or the differences ('Kiểm tra số dư', 'Đối chiếu sổ tổng hợp').
 */
export function CheckButton<Row>({
  label,
  title,
  run,
  ok,
  differences,
  table,
  testId,
  width = 720,
}: CheckButtonProps<Row>) {
  const feedback = useFeedback();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ items: Row[]; total?: number }>();

  const check = async () => {
    setChecking(true);
    try {
      setResult(await run());
    } catch (error) {
      feedback.failure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} loading={checking} onClick={check} data-testid={testId}>
        {label}
      </Button>
      {result && (
        <Modal open title={title} onCancel={() => setResult(undefined)} footer={null} width={width}>
          {result.items.length === 0 ? (
            <Alert type="success" showIcon title={ok} data-testid={`${testId}-ok`} />
          ) : (
            <>
              <Alert type="error" showIcon title={differences(result.total ?? result.items.length)} />
              {table(result.items)}
            </>
          )}
        </Modal>
      )}
    </>
  );
}
