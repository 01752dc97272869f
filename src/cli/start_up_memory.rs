//! What the command line gives back once its arguments are read, before a command takes its own
//! memory (a solve's table): the heap the argument parse freed, and the program's own pages that
//! start-up read and the command will not (the relocation table, the parser's code and
//! constants). Both would otherwise stay resident and count on top of the table at the
//! command's peak (BENCHMARKS.md, "Memory against c4").

/// Gives back what start-up used: the heap's free pages, and the resident pages of the
/// program's read-only segments, which the command reads back from the page cache as it needs
/// them.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn give_back() {
    linux::give_back_free_heap();
    linux::give_back_read_only_pages();
}

/// Other systems keep what start-up used.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn give_back() {}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
mod linux {
    use std::ffi::{c_int, c_ulong, c_void};

    unsafe extern "C" {
        /// glibc's own: releases whole free pages of the heap; it returns whether it did.
        safe fn malloc_trim(pad: usize) -> c_int;
        /// A value the kernel passed the program at start (the auxiliary vector), 0 if none.
        safe fn getauxval(kind: c_ulong) -> c_ulong;
        /// Advice to the kernel about a range of this process's pages.
        fn madvise(address: *mut c_void, length: usize, advice: c_int) -> c_int;
    }

    // The auxiliary vector's entries for the program's own headers (where they are in memory,
    // how many there are) and for the page size.
    const AT_PHDR: c_ulong = 3;
    const AT_PHNUM: c_ulong = 5;
    const AT_PAGESZ: c_ulong = 6;
    // Program header kinds and flags, and the advice that drops pages (the ELF format's, Linux's).
    const PT_LOAD: u32 = 1;
    const PT_PHDR: u32 = 6;
    const PF_W: u32 = 2;
    const MADV_DONTNEED: c_int = 4;

    /// One 64-bit ELF program header, as the loader left it in memory.
    #[repr(C)]
    struct ProgramHeader {
        kind: u32,
        flags: u32,
        offset: u64,
        address: u64,
        physical_address: u64,
        file_size: u64,
        memory_size: u64,
        align: u64,
    }

    /// Returns the heap's whole free pages, which glibc would otherwise keep resident.
    pub fn give_back_free_heap() {
        malloc_trim(0);
    }

    /// Drops this process's hold on the pages of the program's segments that are never written
    /// (code, constants, the relocation table). Such pages are the file's own, so a later read
    /// finds them again in the page cache; a written segment (data, relocated pointers) is
    /// left alone, since dropping it would bring back the file's unrelocated bytes.
    pub fn give_back_read_only_pages() {
        let headers = getauxval(AT_PHDR) as usize;
        let count = getauxval(AT_PHNUM) as usize;
        let page = getauxval(AT_PAGESZ) as usize;
        if headers == 0 || count == 0 || !page.is_power_of_two() {
            return;
        }
        // SAFETY: the kernel put `count` program headers of this very program at `headers`;
        // the loader maps them read-only for the life of the process.
        let headers = unsafe { std::slice::from_raw_parts(headers as *const ProgramHeader, count) };
        // A position-independent program is loaded at an offset: the headers' own entry says
        // where they were meant to be, so the difference is the offset. Without that entry the
        // offset is unknown, and a guess could drop pages of some other mapping: leave them.
        let Some(own_entry) = headers.iter().find(|h| h.kind == PT_PHDR) else {
            return;
        };
        let load_offset = (headers.as_ptr() as usize).wrapping_sub(own_entry.address as usize);
        for header in headers
            .iter()
            .filter(|h| h.kind == PT_LOAD && h.flags & PF_W == 0)
        {
            let start = load_offset.wrapping_add(header.address as usize);
            let end = start.wrapping_add(header.memory_size as usize);
            let first = start & !(page - 1);
            let past = (end + page - 1) & !(page - 1);
            if past > first {
                // SAFETY: the range covers whole pages of a segment the loader mapped from the
                // file and nothing writes (no write flag, so not relocated in place either);
                // dropping them only makes the next read fault them back in from the file.
                // Whether the kernel did it changes nothing but the resident set.
                let _ = unsafe { madvise(first as *mut c_void, past - first, MADV_DONTNEED) };
            }
        }
    }
}
