import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Col, Empty, Result, Row, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import "./messages";
import { TodoCard } from "./TodoCard";
import { type TodoItem, todoApi, todoKeys } from "./todoApi";
import { groupTodo, TODO_GROUPS } from "./todoGroups";

/**
 * /user/todo: the signed-in user's open appointments and tickets, overdue first, then today's, then the coming
 * ones; "Hoàn thành" finishes one (the server lets the assignee do it on their own items).
 */
export function TodoPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [finishing, setFinishing] = useState<string>();
  const todo = useQuery({ queryKey: todoKeys.own, queryFn: todoApi.list });

  const finish = async (item: TodoItem) => {
    setFinishing(item.id);
    try {
      await todoApi.done(item);
      feedback.success(t("todo.doneToast", { title: item.tieu_de }));
      await queryClient.invalidateQueries({ queryKey: todoKeys.own });
      // The appointment and ticket lists and calendars show the new status too.
      for (const api of ["crm/tasks", "crm/tickets"]) void queryClient.invalidateQueries({ queryKey: ["entity", api] });
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setFinishing(undefined);
    }
  };

  if (todo.error) return <Result status="warning" title={todo.error.message} />;
  if (!todo.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!todo.data.employee) {
    return (
      <Result
        status="info"
        title={t("todo.noEmployeeTitle")}
        subTitle={t("todo.noEmployee")}
        data-testid="todo-no-employee"
      />
    );
  }
  if (todo.data.items.length === 0) return <Empty description={t("todo.allClear")} />;
  const groups = groupTodo(todo.data.items);
  return (
    <Row gutter={[16, 16]}>
      {TODO_GROUPS.map((group) => (
        <Col key={group} xs={24} lg={8}>
          <TodoCard group={group} items={groups[group]} finishing={finishing} onDone={finish} />
        </Col>
      ))}
    </Row>
  );
}
