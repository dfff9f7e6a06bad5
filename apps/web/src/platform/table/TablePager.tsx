import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { formatNumber, PAGE_SIZES, type PageSize, pageCount, pageWindow, paginationWindow } from "@sen/core";
import { Button, Flex, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useViewportWidth } from "./useViewportWidth";

interface TablePagerProps {
  pageIndex: number;
  pageSize: PageSize;
  total: number;
  /** false: the total is an estimate, shown as "about". */
  exact?: boolean;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: PageSize) => void;
  /** Said after the total, e.g. which branches it counts. */
  note?: React.ReactNode;
}

/** Total, page buttons (a window of 5, 7 or 9 pages by screen width) and the page-size picker. */
export function TablePager({ pageIndex, pageSize, total, exact = true, onPage, onPageSize, note }: TablePagerProps) {
  const { t } = useTranslation();
  const count = pageCount(total, pageSize);
  const pages = pageWindow(pageIndex, count, paginationWindow(useViewportWidth()));
  const step = (label: string, icon: React.ReactNode, page: number, disabled: boolean) => (
    <Button aria-label={label} title={label} icon={icon} disabled={disabled} onClick={() => onPage(page)} />
  );
  return (
    <Flex wrap align="center" justify="space-between" gap={8} data-testid="table-pager">
      <Flex wrap align="center" gap={12}>
        <Typography.Text type="secondary" data-testid="table-total">
          {t(exact ? "table.total" : "table.totalAbout", { total: formatNumber(total) })}
        </Typography.Text>
        {note}
      </Flex>
      <Flex wrap align="center" gap={8}>
        <nav aria-label={t("table.page", { page: pageIndex })}>
          <Flex gap={4} wrap>
            {step(t("table.first"), <DoubleLeftOutlined />, 1, pageIndex <= 1)}
            {step(t("table.previous"), <LeftOutlined />, pageIndex - 1, pageIndex <= 1)}
            {pages.map((page) => (
              <Button
                key={page}
                type={page === pageIndex ? "primary" : "default"}
                aria-current={page === pageIndex ? "page" : undefined}
                aria-label={t("table.page", { page })}
                onClick={() => page !== pageIndex && onPage(page)}
                style={{ minWidth: 32, paddingInline: 6 }}
              >
                {formatNumber(page)}
              </Button>
            ))}
            {step(t("table.next"), <RightOutlined />, pageIndex + 1, pageIndex >= count)}
            {step(t("table.last"), <DoubleRightOutlined />, count, pageIndex >= count)}
          </Flex>
        </nav>
        <Select
          value={pageSize}
          onChange={onPageSize}
          options={PAGE_SIZES.map((size) => ({ value: size, label: t("table.perPage", { size }) }))}
          aria-label={t("table.pageSize")}
          data-testid="table-page-size"
          style={{ width: 120 }}
          popupMatchSelectWidth={false}
        />
      </Flex>
    </Flex>
  );
}
