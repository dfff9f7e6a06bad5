import { productSetEntity, type ReferenceField } from "@sen/core";
import { Flex, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EntityListPage } from "@/platform/entity";
import { ReferenceSelect } from "@/platform/entity/inputs/ReferenceSelect";
import { Panel } from "@/platform/Panel";
import { SetComponentsEditor } from "./SetComponentsEditor";

const SET = productSetEntity.fields.find((f) => f.name === "ma_bo") as ReferenceField;

/** /stock/product-sets: pick a set product and edit its components; below, every set's components. */
export function ProductSetsPage() {
  const { t } = useTranslation();
  const [ma_bo, setSet] = useState<string>();
  return (
    <Flex vertical gap={12}>
      <Panel title={t("stockPricing.sets.components")} style={{ padding: 0 }}>
        <Form layout="vertical">
          <Form.Item label={t("stockPricing.sets.pick")} extra={t("stockPricing.sets.pickHint")}>
            <ReferenceSelect field={SET} value={ma_bo} onChange={setSet} id="set-picker" />
          </Form.Item>
        </Form>
        {ma_bo && <SetComponentsEditor key={ma_bo} ma_bo={ma_bo} />}
      </Panel>
      <EntityListPage definition={productSetEntity} />
    </Flex>
  );
}
