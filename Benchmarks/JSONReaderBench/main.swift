print("json-reader-bench: not written yet")
