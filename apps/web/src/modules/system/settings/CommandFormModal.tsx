import { MENU_COMMANDS } from "@sen/core";
import { Col, Form, Input, InputNumber, Modal, Row, Switch, TreeSelect } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { pick } from "@/platform/i18n";
import { useFeedback } from "@/platform/useFeedback";
import { type CommandInput, type CommandItem, commandsApi } from "../commands/commandsApi";
import { buildCommandTree, type CommandNode, flatten, subtree } from "../commands/commandTree";

const BUILT_IN = new Set(MENU_COMMANDS.map((c) => c.menu_id));
const MENU_ID = /^[a-z0-9][a-z0-9._-]*$/;

/** What the modal edits: an existing command, or a new one under `parent` (null: a top-level area). */
export type CommandEdit = { command: CommandItem } | { parent: string | null };

interface Props {
  edit: CommandEdit | undefined;
  commands: readonly CommandItem[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

type Picker = { value: string; title: string; children?: Picker[] };

/** Add or edit one menu command: its id, parent, path, titles, order and status. */
export function CommandFormModal({ edit, commands, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<CommandInput>();
  const feedback = useFeedback();
  const [saving, setSaving] = useState(false);
  const current = edit && "command" in edit ? edit.command : undefined;

  // A command cannot move under itself or below it.
  const parents = useMemo(() => {
    const tree = buildCommandTree(commands);
    const node = current && flatten(tree).find((n) => n.menu_id === current.menu_id);
    const excluded = new Set(node ? subtree(node).map((n) => n.menu_id) : []);
    const toPicker = (node: CommandNode<CommandItem>): Picker[] =>
      excluded.has(node.menu_id)
        ? []
        : [
            {
              value: node.menu_id,
              title: `${pick({ vi: node.title, en: node.title_en }, i18n.language)} (${node.menu_id})`,
              children: node.children?.flatMap(toPicker),
            },
          ];
    return tree.flatMap(toPicker);
  }, [commands, current, i18n.language]);

  const initial: CommandInput = current
    ? {
        menu_id: current.menu_id,
        menu_id0: current.menu_id0,
        command: current.command,
        title: current.title,
        title_en: current.title_en,
        sort: current.sort,
        status: current.status ?? true,
      }
    : {
        menu_id: "",
        menu_id0: edit && "parent" in edit ? edit.parent : null,
        command: null,
        title: "",
        title_en: null,
        sort: 10,
        status: true,
      };

  async function submit(values: CommandInput) {
    setSaving(true);
    const input: CommandInput = {
      ...values,
      menu_id: values.menu_id.trim(),
      menu_id0: values.menu_id0 || null,
      command: values.command?.trim() || null,
      title_en: values.title_en?.trim() || null,
    };
    try {
      if (current) await commandsApi.update(current.id, input);
      else await commandsApi.create(input);
      await onSaved();
      feedback.success(t(current ? "system.common.saved" : "system.common.created"));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("system.common.required", { field }),
  });
  const half = { xs: 24, sm: 12 };
  return (
    <Modal
      title={t(current ? "system.menu.editTitle" : "system.menu.newTitle")}
      open={Boolean(edit)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("system.common.save")}
      cancelText={t("system.common.cancel")}
      confirmLoading={saving}
      destroyOnHidden
      width={640}
    >
      <Form<CommandInput>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        preserve={false}
        disabled={saving}
      >
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="menu_id"
              label={t("system.menu.menuId")}
              rules={[required(t("system.menu.menuId")), { pattern: MENU_ID, message: t("system.menu.menuIdRule") }]}
            >
              <Input maxLength={100} disabled={Boolean(current && BUILT_IN.has(current.menu_id))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="menu_id0" label={t("system.menu.parent")}>
              <TreeSelect
                allowClear
                showSearch
                treeNodeFilterProp="title"
                treeData={parents}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="title" label={t("system.menu.title")} rules={[required(t("system.menu.title"))]}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="title_en" label={t("system.menu.titleEn")}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="command"
              label={t("system.menu.command")}
              extra={t("system.menu.commandHint")}
              rules={[{ pattern: /^\//, message: t("system.menu.commandRule") }]}
            >
              <Input maxLength={255} placeholder="/stock/units" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="sort" label={t("system.menu.sort")}>
              <InputNumber min={0} max={100000} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="status" label={t("system.menu.status")} valuePropName="checked">
              <Switch checkedChildren={t("system.common.active")} unCheckedChildren={t("system.common.inactive")} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
