import { Select } from 'antd';
import { useState } from 'react';
import { usePartOptions } from '../../api/search-part-options.ts';
import { useSupplierOptions } from '../../api/search-supplier-options.ts';

type RecordSelectProps = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
};

/** A back-office picker of one part, searched by MPN prefix as staff type (a Form.Item's control or a filter). */
export function PartSelect(props: RecordSelectProps) {
  const [typed, setTyped] = useState('');
  const options = usePartOptions(typed);
  return (
    <Select
      {...props}
      showSearch={{ filterOption: false, onSearch: (text) => setTyped(text.trim()) }}
      loading={options.isFetching}
      options={(options.data ?? []).map((part) => ({ value: part.id, label: `${part.mpn} · ${part.manufacturer}` }))}
    />
  );
}

/** A back-office picker of one supplier, searched by name or contact as staff type. */
export function SupplierSelect(props: RecordSelectProps) {
  const [typed, setTyped] = useState('');
  const options = useSupplierOptions(typed);
  return (
    <Select
      {...props}
      showSearch={{ filterOption: false, onSearch: (text) => setTyped(text.trim()) }}
      loading={options.isFetching}
      options={(options.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))}
    />
  );
}
